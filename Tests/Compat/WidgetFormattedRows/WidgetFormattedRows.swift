import SwiftUI

// A widget-style summary card and an order form written against the iOS 16–17 APIs.

struct DirectionArrow: View {
    var mirrors = true

    var body: some View {
        // An asymmetric glyph: a short red tail, then a long blue head (leading to trailing).
        HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 20)
            Color.blue.frame(width: 30, height: 20)
        }
        .flipsForRightToLeftLayoutDirection(mirrors)
    }
}

struct SummaryWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            DirectionArrow()
            DirectionArrow(mirrors: false)
        }
        .padding(8)
        .containerBackground(Color.yellow, for: .widget)
    }
}

struct OrderForm: View {
    @State private var quantity = 1234.5
    @State private var showsExtras = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            TextField("Quantity", value: $quantity, format: .number)
            LabeledContent("Total", value: 12.5, format: .number.precision(.fractionLength(2)))
            Section("Extras", isExpanded: $showsExtras) {
                Color.green.frame(height: 20)
            }
            Image(systemName: "wifi", variableValue: 0.5)
        }
        .padding(8)
        .background(ignoresSafeAreaEdges: .all)
    }
}
