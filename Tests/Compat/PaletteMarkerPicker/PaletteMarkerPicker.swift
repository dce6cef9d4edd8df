import SwiftUI

// A highlighter palette as iOS 17 code writes it: `.pickerStyle(.palette)` in a plain stack (drawn
// as a segmented picker outside menus, as Apple documents), and a palette picker with
// `paletteSelectionEffect` inside a `Menu` (drawn closed: only its label shows).
enum Highlighter: String, CaseIterable, Identifiable {
    case lemon, mint, rose
    var id: Self { self }
}

struct HighlighterBar: View {
    @State private var pen: Highlighter = .mint
    @State private var size = 2

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Picker("Highlighter", selection: $pen) {
                ForEach(Highlighter.allCases) { pen in
                    Text(pen.rawValue.capitalized).tag(pen)
                }
            }
            .pickerStyle(.palette)

            Menu {
                Picker("Size", selection: $size) {
                    Label("Fine", systemImage: "circle.fill").tag(1)
                    Label("Broad", systemImage: "circle.fill").tag(2)
                }
                .pickerStyle(PalettePickerStyle())
                .paletteSelectionEffect(.symbolVariant(.fill))
            } label: {
                Text("Size")
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .background(Color.indigo, in: Capsule())
                    .foregroundStyle(.white)
            }
        }
    }
}
