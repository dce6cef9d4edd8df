import SwiftUI

/// A dashboard legend laid out with `Grid`: three swatches, a wide swatch spanning two columns, and a
/// bottom-aligned row of a caption and two bars.
struct LegendGrid: View {
    var body: some View {
        Grid(alignment: .top, horizontalSpacing: 12, verticalSpacing: 16) {
            GridRow {
                Color.mint.frame(height: 40)
                Color.orange.frame(height: 40)
                Color.pink.frame(height: 40)
            }
            GridRow {
                Color.blue.frame(height: 40)
                Color.teal.frame(height: 40)
                    .gridCellColumns(2)
            }
            GridRow(alignment: .bottom) {
                Text("Total")
                    .font(.footnote)
                Color.red
                    .frame(height: 30)
                Color.purple
                    .frame(height: 50)
            }
        }
        .padding(8)
    }
}
