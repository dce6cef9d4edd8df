import CompatSupport
import SpecimenUI

// Token search at rest draws the same field as plain `.searchable`: the tertiarySystemFill field
// (#E4E4E9 over the grouped background) under the large title, grouped background at the corners.
public let compatCase = CompatCase("SearchTokenFilters", width: 300, height: 260,
    probes: [.at(5, 5, "#F2F2F7"), .at(295, 255, "#F2F2F7"), .at(250, 122, "#E4E4E9")]) {
    RecipeSearchScreen()
        .frame(width: 300, height: 260)
}
