import SwiftUI

struct NutrientLine: Identifiable {
    var id: String { name }
    let name: String
    let grams: Double
    let dailyValue: Int
    var isSubline = false
}

/// A nutrition label laid out as a `Grid`: the rules between groups are plain views in the grid, so each
/// spans every column; the amounts are right-aligned through their column.
struct NutritionFactsTable: View {
    let servingSize: String
    let calories: Int
    let lines: [NutrientLine]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 5) {
            GridRow {
                Text("Nutrition Facts")
                    .font(.title2.weight(.black))
                    .gridCellColumns(3)
            }
            GridRow {
                Text("Serving size")
                    .font(.subheadline.weight(.semibold))
                Color.clear
                    .gridCellUnsizedAxes([.horizontal, .vertical])
                Text(servingSize)
                    .font(.subheadline.weight(.semibold))
                    .gridColumnAlignment(.trailing)
            }
            Rectangle()
                .frame(height: 8)
            GridRow(alignment: .lastTextBaseline) {
                Text("Calories")
                    .font(.title3.weight(.heavy))
                Color.clear
                    .gridCellUnsizedAxes([.horizontal, .vertical])
                Text("\(calories)")
                    .font(.title.weight(.heavy))
            }
            Rectangle()
                .frame(height: 4)
            GridRow {
                Color.clear
                    .gridCellUnsizedAxes([.horizontal, .vertical])
                Color.clear
                    .gridCellUnsizedAxes([.horizontal, .vertical])
                Text("% Daily Value*")
                    .font(.caption.weight(.bold))
            }
            ForEach(lines) { line in
                Divider()
                GridRow {
                    Text(line.name)
                        .fontWeight(line.isSubline ? .regular : .bold)
                        .padding(.leading, line.isSubline ? 14 : 0)
                    Text(line.grams.formatted(.number.precision(.fractionLength(0...1))) + "g")
                        .foregroundStyle(.secondary)
                    Text("\(line.dailyValue)%")
                        .bold()
                }
                .font(.footnote)
            }
        }
        .padding(10)
        .border(Color.black, width: 1)
        .padding(16)
    }
}
