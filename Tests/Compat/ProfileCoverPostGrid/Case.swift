import CompatSupport
import SpecimenUI

private let posts = [
    GridPost(id: 1, color: .teal, isAlbum: true), GridPost(id: 2, color: .pink), GridPost(id: 3, color: .mint),
    GridPost(id: 4, color: .yellow), GridPost(id: 5, color: .cyan, isAlbum: true), GridPost(id: 6, color: .brown),
]

// The orange avatar hangs 40 pt over the cover's lower edge, so it covers the gradient at (20, 90), ringed white
// at its top (56, 60) under the indigo cover (30, 50). `.buttonBorderShape(.capsule)` on the row makes Follow a
// capsule: blue inside (50, 260), white at its top-left corner (18, 255), where the automatic 6-pt rounded
// rectangle would still be blue; Message is the grey bordered platter (150, 268). The grid's tiles are 105.3 pt
// wide with 2-pt gaps (106, 300): teal, pink, then yellow on the second row.
public let compatCase = CompatCase("ProfileCoverPostGrid", width: 320, height: 560, probes: [
        .at(20, 90, "#FF9500"), .at(56, 60, "#FFFFFF"), .at(30, 50, "#6056D7"),
        .at(50, 260, "#007AFF"), .at(18, 255, "#FFFFFF"), .at(150, 268, "#EAEAEB"),
        .at(106, 300, "#FFFFFF"), .at(50, 350, "#30B0C7"), .at(160, 350, "#FF2D55"), .at(50, 455, "#FFCC00")]) {
    CreatorProfile(name: "Noor Haddad", handle: "@noorsketches", posts: posts)
        .frame(maxHeight: .infinity, alignment: .top)
}
