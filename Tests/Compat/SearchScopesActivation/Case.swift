import CompatSupport
import SpecimenUI

// The field at rest under the large title (tertiarySystemFill over the grouped background), and the
// first row's teal background right below it: no scope bar between.
public let compatCase = CompatCase("SearchScopesActivation", width: 300, height: 300,
    probes: [.at(5, 5, "#F2F2F7"), .at(200, 121, "#E4E4E9"), .at(150, 200, "#30B0C7"), .at(150, 250, "#FFFFFF"), .at(295, 295, "#F2F2F7")]) {
    ShelfSearchScreen()
        .frame(width: 300, height: 300)
}
