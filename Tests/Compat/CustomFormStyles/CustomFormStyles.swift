import SwiftUI

/// A bare form: the rows stacked with no grouped chrome, for a sheet.
struct BareFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.content
        }
        .padding(.vertical, 12)
        .padding(.horizontal, 16)
    }
}

/// The system form, drawn on a tinted card.
struct CardFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        Form(configuration)
            .scrollContentBackground(.hidden)
            .background(Color.orange.opacity(0.3), in: RoundedRectangle(cornerRadius: 16))
    }
}

extension FormStyle where Self == BareFormStyle {
    static var bare: BareFormStyle { BareFormStyle() }
}

extension FormStyle where Self == CardFormStyle {
    static var card: CardFormStyle { CardFormStyle() }
}

struct ResetPasswordForm: View {
    @State private var email = ""
    var body: some View {
        HStack(spacing: 0) {
            Form {
                Text("Reset password").font(.headline)
                Color.blue.frame(width: 60, height: 20)
                Color.green.frame(width: 60, height: 20)
            }
            .formStyle(.bare)
            .frame(width: 150)

            Form {
                Section("Account") {
                    Text("Email")
                }
            }
            .formStyle(.card)
            .frame(width: 150)
        }
    }
}
