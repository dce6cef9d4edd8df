import CompatSupport
import SpecimenUI

// `.searchable` at rest: the search field (tertiarySystemFill over the grouped background, #E4E4E9)
// under the large title, `isSearching` is false (no red, #F2F2F7 at the corners), and the search
// empty state's magnifying glass is drawn in secondary over the empty list below the field.
public let compatCase = CompatCase("SearchableContacts", width: 300, height: 300,
    probes: [.at(5, 5, "#F2F2F7"), .at(295, 295, "#F2F2F7"), .at(250, 122, "#E4E4E9"), .at(150, 171, "#85858B"), .at(150, 205, "#85858B")]) {
    ContactsScreen(names: [])
        .frame(width: 300, height: 300)
}
