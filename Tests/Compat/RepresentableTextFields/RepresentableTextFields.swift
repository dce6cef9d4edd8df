import SwiftUI
import UIKit

// Sign-in fields built on UITextField (a coordinator as its delegate, secure entry, content
// types), a UIScrollView wrapper configured in makeUIView, and a header that reads its own
// position in the scroll view's coordinate space (iOS 17 `.scrollView(axis:)`).

struct LoginField: UIViewRepresentable {
    @Binding var text: String
    var placeholder: String
    var isSecure = false
    var onSubmit: (() -> Void)?

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField(frame: .zero)
        field.delegate = context.coordinator
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        field.isSecureTextEntry = isSecure
        field.textContentType = isSecure ? .password : .username
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.returnKeyType = isSecure ? .go : .next
        field.clearButtonMode = .whileEditing
        field.textAlignment = .natural
        field.font = UIFont.systemFont(ofSize: 17)
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        if uiView.text != text { uiView.text = text }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UITextFieldDelegate {
        let parent: LoginField
        init(_ parent: LoginField) { self.parent = parent }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            parent.text = textField.text ?? ""
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            parent.onSubmit?()
            return textField.resignFirstResponder()
        }
    }
}

struct BouncyScroll: UIViewRepresentable {
    func makeUIView(context: Context) -> UIScrollView {
        let scroll = UIScrollView()
        scroll.backgroundColor = .systemYellow
        scroll.alwaysBounceVertical = true
        scroll.showsVerticalScrollIndicator = false
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.refreshControl = UIRefreshControl()
        return scroll
    }

    func updateUIView(_ uiView: UIScrollView, context: Context) {
        uiView.refreshControl?.endRefreshing()
    }
}

struct SignInForm: View {
    @State private var user = ""
    @State private var password = "secret"

    var body: some View {
        VStack(spacing: 0) {
            LoginField(text: $user, placeholder: "Username")
            LoginField(text: $password, placeholder: "Password", isSecure: true)
            ScrollView {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 10)
                    GeometryReader { proxy in
                        proxy.frame(in: .scrollView(axis: .vertical)).minY == 10 ? Color.green : Color.red
                    }
                    .frame(height: 20)
                }
            }
            .frame(height: 30)
            BouncyScroll()
        }
    }
}
