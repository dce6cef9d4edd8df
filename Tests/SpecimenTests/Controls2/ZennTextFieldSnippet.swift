#if canImport(SwiftUI)
import SwiftUI
#else
import SpecimenUI
#endif

// Copied unchanged from shared/seed-styles/ZennStyles.swift ("Text field style: colored while focused").

struct CustomTextFieldStyle: TextFieldStyle {
    @FocusState private var isFocused: Bool

    init(isFocused: FocusState<Bool>) {
        self._isFocused = isFocused
    }

    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .frame(maxWidth: .infinity)
            .padding()
            .overlay(
                RoundedRectangle(cornerRadius: 16)
                    .stroke(isFocused ? .orange : .gray, lineWidth: 1)
            )
    }
}

extension TextFieldStyle where Self == CustomTextFieldStyle {
    static func customTextField(isFocused: FocusState<Bool>) -> CustomTextFieldStyle {
        CustomTextFieldStyle(isFocused: isFocused)
    }
}

struct FocusedField: View {
    @FocusState var isFocused: Bool

    var body: some View {
        TextField(".customTextField", text: .constant(""))
            .textFieldStyle(.customTextField(isFocused: _isFocused))
            .focused($isFocused)
    }
}
