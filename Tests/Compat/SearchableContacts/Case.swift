import CompatSupport
import SpecimenUI

// `.searchable` draws nothing at rest: the inset-grouped list's background (#F2F2F7) shows
// where iOS would tuck the search field under the large title, `isSearching` is false (no red),
// and the search empty state's magnifying glass is drawn in secondary over the empty list.
public let compatCase = CompatCase("SearchableContacts", width: 300, height: 300,
    probes: [.at(5, 5, "#F2F2F7"), .at(295, 295, "#F2F2F7"), .at(150, 133, "#85858B"), .at(150, 169, "#85858B")]) {
    ContactsScreen(names: [])
        .frame(width: 300, height: 300)
}
