import Raster

// RecipeBook.swift · RasterExamples · a master–detail app: recipes in a NavigationStack, a toolbar, a pushed detail screen
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct Recipe: Hashable, Identifiable {
    let id: Int
    let name: String
    let minutes: Int
    let color: Color
    let steps: [String]

    /// What sharing a recipe sends: its name, time and steps as plain text.
    var summary: String {
        ([name, "Ready in \(minutes) minutes"] + steps.enumerated().map { "\($0.offset + 1). \($0.element)" })
            .joined(separator: "\n")
    }

    static let all = [
        Recipe(id: 1, name: "Tomato soup", minutes: 35, color: .red,
               steps: ["Roast the tomatoes", "Soften the onion", "Blend with the stock"]),
        Recipe(id: 2, name: "Pea risotto", minutes: 40, color: .green,
               steps: ["Toast the rice", "Add the stock slowly", "Stir in the peas"]),
        Recipe(id: 3, name: "Lemon tart", minutes: 90, color: .yellow,
               steps: ["Bake the pastry case", "Whisk the filling", "Bake until just set"]),
    ]
}

struct RecipeBook: View {
    @State private var path: [Recipe]
    @State private var favourites: Set<Int> = [2]

    init(path: [Recipe] = []) {
        _path = State(initialValue: path)
    }

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 0) {
                ForEach(Recipe.all) { recipe in
                    NavigationLink(value: recipe) {
                        RecipeRow(recipe: recipe, isFavourite: favourites.contains(recipe.id))
                    }
                    .buttonStyle(.plain)
                    Divider()
                }
                Spacer()
            }
            .padding(.horizontal)
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe, isFavourite: favouriteBinding(for: recipe))
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Sort") {}
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button(Self.addTitle, systemImage: "plus") {}
                }
            }
        }
    }

    private static let addTitle: LocalizedStringResource = "Add recipe"

    private func favouriteBinding(for recipe: Recipe) -> Binding<Bool> {
        Binding(get: { favourites.contains(recipe.id) },
                set: { isOn in
                    if isOn { favourites.insert(recipe.id) } else { favourites.remove(recipe.id) }
                })
    }
}

struct RecipeRow: View {
    let recipe: Recipe
    let isFavourite: Bool

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(recipe.color)
                .frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 2) {
                Text(recipe.name)
                Text("\(recipe.minutes) min").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            if isFavourite {
                Label("Favourite", systemImage: "star.fill")
                    .labelStyle(.iconOnly)
                    .foregroundStyle(.orange)
            }
        }
        .padding(.vertical, 8)
        .contentShape(Rectangle())
    }
}

struct RecipeDetail: View {
    private static let shareTitle: LocalizedStringResource = "Share recipe"

    let recipe: Recipe
    @Binding var isFavourite: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            RoundedRectangle(cornerRadius: 16)
                .fill(recipe.color)
                .frame(height: 160)
            Text("Ready in \(recipe.minutes) minutes").font(.headline)
            ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                Text("\(index + 1). \(step)")
            }
            Spacer()
        }
        .padding()
        .navigationTitle(recipe.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button(isFavourite ? "Unfavourite" : "Favourite") { isFavourite.toggle() }
            }
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Done") { dismiss() }
                Spacer()
                ShareLink(Self.shareTitle, item: recipe.summary, subject: Text(recipe.name))
            }
        }
    }
}

struct RecipeBook_Previews: PreviewProvider {
    static var previews: some View {
        RecipeBook(path: [Recipe.all[2]])
            .previewDevice("iPhone 15 Pro Max")
            .previewDisplayName("Recipe, Pro Max")
    }
}

#Preview("Recipes") {
    RecipeBook()
}

#Preview("Recipe pushed") {
    RecipeBook(path: [Recipe.all[1]])
}

#Preview("Recipe detail", traits: .sizeThatFitsLayout) {
    @Previewable @State var isFavourite = false
    NavigationStack {
        RecipeDetail(recipe: Recipe.all[0], isFavourite: $isFavourite)
    }
    .frame(width: 393, height: 500)
}
