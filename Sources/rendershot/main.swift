print("rendershot")
