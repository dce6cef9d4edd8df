import SwiftUI

enum LiteralPalette {
    static let coral: Color = #colorLiteral(red: 1, green: 0.4980392157, blue: 0.3137254902, alpha: 1)
    static let navy = #colorLiteral(red: 0, green: 0.1215686275, blue: 0.2470588235, alpha: 1)
}

struct LiteralButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 120, height: 40)
            .background(LiteralPalette.coral)
            .overlay(alignment: .leading) {
                Color(uiColor: LiteralPalette.navy).frame(width: 10)
            }
    }
}
