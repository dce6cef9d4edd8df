import SwiftUI

// A team's field style that reuses SwiftUI's own style name (their type wins in their module):
// the field tinted with colorMultiply and framed by a round stroke.
struct DefaultTextFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding()
            .colorMultiply(.indigo)
            .foregroundColor(.indigo)
            .overlay(
                RoundedRectangle(cornerRadius: 30)
                    .stroke(.indigo, lineWidth: 2)
            )
            .padding()
    }
}

struct SignInEmailField: View {
    @State private var email = "ada@example.com"

    var body: some View {
        TextField("Email:", text: $email)
            .textFieldStyle(DefaultTextFieldStyle())
    }
}
