import SwiftUI

extension String {
    /// The string with `highlight` drawn bold, in `color` and underlined.
    func highlighting(_ highlight: String, color: Color) -> AttributedString {
        var string = AttributedString(self)
        string.font = .system(size: 20)
        string.foregroundColor = .black
        if let range = string.range(of: highlight) {
            string[range].font = .system(size: 20, weight: .bold)
            string[range].foregroundColor = color
            string[range].underlineStyle = Text.LineStyle(pattern: .solid, color: color)
        }
        return string
    }
}

struct PriceTag: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Only ████ today".highlighting("████", color: .red))
            Text("Terms      apply".highlighting("      ", color: .red))
            Text(strikethroughPrice)
        }
    }

    private var strikethroughPrice: AttributedString {
        var price = AttributedString("Was      now")
        price.font = .system(size: 20)
        price.foregroundColor = .blue
        price.strikethroughStyle = .single
        return price
    }
}
