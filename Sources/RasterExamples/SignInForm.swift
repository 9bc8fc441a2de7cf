import Raster

// SignInForm.swift · RasterExamples · a sign-in screen: e-mail and password fields with focus,
// a validation message, a prominent button that stays disabled until the form is valid
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct SignInForm: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email: String
    @State private var password: String
    @State private var remembersMe = true
    @FocusState private var focusedField: Field?

    init(email: String = "", password: String = "") {
        _email = State(initialValue: email)
        _password = State(initialValue: password)
    }

    var isValid: Bool {
        email.contains("@") && password.count >= 8
    }

    var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 8) {
                Image(systemName: "lock.shield.fill")
                    .font(.system(size: 56))
                    .foregroundStyle(.tint)
                Text("Welcome back")
                    .font(.title.bold())
                Text("Sign in to sync your notes across devices.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            .padding(.top, 40)

            VStack(spacing: 12) {
                TextField("Email", text: $email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .focused($focusedField, equals: .email)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .password }
                    .padding(12)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
                SecureField("Password", text: $password)
                    .textContentType(.password)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.go)
                    .padding(12)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
                if !password.isEmpty && password.count < 8 {
                    Label("Use at least 8 characters.", systemImage: "exclamationmark.triangle.fill")
                        .font(.footnote)
                        .foregroundStyle(.orange)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                Toggle("Remember me", isOn: $remembersMe)
                    .font(.subheadline)
            }

            Button {
                focusedField = nil
            } label: {
                Text("Sign In")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(!isValid)

            Button("Forgot password?") {}
                .font(.footnote)

            Spacer()
        }
        .padding(.horizontal, 24)
    }
}

#Preview("Sign in") {
    SignInForm()
}

#Preview("Sign in, short password") {
    SignInForm(email: "mina@example.com", password: "hunter2")
}

#Preview("Sign in, valid") {
    SignInForm(email: "mina@example.com", password: "correct horse")
}
