import CompatSupport
import SpecimenUI

// The thick rule is a plain view in the grid, so it spans all three columns, from the first column's leading
// edge (32, 106) to the last's trailing edge (288, 106); the `Color.clear` cells ask for no size, so the grid
// is only as wide as its text and the rule stops short of the border's padding (26, 106). The hairline
// dividers span the grid too (150, 183). The daily values are right-aligned through their column by
// `gridColumnAlignment(.trailing)`: "23%" ends at the column's trailing edge (284, 194). The border is black (19, 100).
public let compatCase = CompatCase("NutritionFactsGridTable", width: 320, height: 360, probes: [
        .at(32, 106, "#000000"), .at(288, 106, "#000000"), .at(26, 106, "#FFFFFF"),
        .at(150, 183, "#C6C6C8", tolerance: 4), .at(284, 194, "#020202", tolerance: 30), .at(19, 100, "#000000")]) {
    NutritionFactsTable(servingSize: "1 bowl (320g)", calories: 540, lines: [
        NutrientLine(name: "Total Fat", grams: 18, dailyValue: 23),
        NutrientLine(name: "Saturated Fat", grams: 4.5, dailyValue: 22, isSubline: true),
        NutrientLine(name: "Sodium", grams: 0.9, dailyValue: 39),
        NutrientLine(name: "Total Carbohydrate", grams: 72, dailyValue: 26),
        NutrientLine(name: "Protein", grams: 21, dailyValue: 42),
    ])
}
