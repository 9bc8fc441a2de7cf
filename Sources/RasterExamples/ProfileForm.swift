import PhotosUI
import Raster

// ProfileForm.swift · RasterExamples · an edit-profile Form: a photo picker over the avatar, text fields with focus, a date picker, a colour picker, a pronoun picker and a text editor for a bio
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

enum Pronouns: String, CaseIterable {
    case she = "she/her"
    case he = "he/him"
    case they = "they/them"
}

struct ProfileForm: View {
    enum Field: Hashable {
        case name, email
    }

    @State private var name = "Ada Lovelace"
    @State private var email = ""
    // April 12, 1990 at midnight UTC; the pickers show dates in the environment's time zone.
    @State private var birthday = Date(timeIntervalSince1970: 639_878_400)
    @State private var accent = Color.orange
    @State private var pronouns = Pronouns.she
    @State private var bio = "Writes notes on the Analytical Engine. Likes poetry, mathematics and long walks."
    @State private var photoItem: PhotosPickerItem?
    @State private var photo: Image?
    @FocusState private var focusedField: Field?
    let focusesName: Bool

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    VStack(spacing: 8) {
                        avatar
                            .frame(width: 88, height: 88)
                            .clipShape(Circle())
                        PhotosPicker("Change Photo", selection: $photoItem, matching: .images)
                    }
                    .frame(maxWidth: .infinity)
                    .listRowBackground(Color.clear)
                }
                Section("Name") {
                    TextField("Name", text: $name)
                        .focused($focusedField, equals: .name)
                    TextField("Email", text: $email)
                        .focused($focusedField, equals: .email)
                }
                Section {
                    DatePicker("Birthday", selection: $birthday, in: ...Date(timeIntervalSince1970: 1_796_154_060),
                               displayedComponents: .date)
                    ColorPicker("Accent Colour", selection: $accent)
                    Picker("Pronouns", selection: $pronouns) {
                        ForEach(Pronouns.allCases, id: \.self) { pronouns in
                            Text(pronouns.rawValue).tag(pronouns)
                        }
                    }
                    .pickerStyle(.navigationLink)
                }
                Section("Bio") {
                    TextEditor(text: $bio)
                        .frame(minHeight: 88)
                }
            }
            .navigationTitle("Edit Profile")
            .onAppear { if focusesName { focusedField = .name } }
            .task(id: photoItem) {
                photo = try? await photoItem?.loadTransferable(type: Image.self)
            }
        }
    }

    /// The photo picked, or the initials on the accent colour.
    @ViewBuilder private var avatar: some View {
        if let photo {
            photo
                .resizable()
                .scaledToFill()
        } else {
            Circle()
                .fill(accent.gradient)
                .overlay {
                    Text(initials)
                        .font(.largeTitle.weight(.semibold))
                        .foregroundStyle(.white)
                }
        }
    }

    private var initials: String {
        name.split(separator: " ").prefix(2).compactMap(\.first).map(String.init).joined()
    }
}

#Preview("Profile form") {
    ProfileForm(focusesName: true)
}
