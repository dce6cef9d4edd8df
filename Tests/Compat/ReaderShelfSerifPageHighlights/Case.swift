import CompatSupport
import SpecimenUI

// The shelf's horizontal `ScrollView`, held to 128 pt, clips the fourth cover at its trailing edge: green inside
// (296, 100), the page past it (310, 100). Each cover's progress bar is filled from a `GeometryReader`'s width: 70 %
// teal (60, 169), the rest grey (75, 169). The serif page text has `.lineSpacing(9)`, which adds 9 pt between each of
// its four lines, so the brown rule under it lies at y 343–346 (100, 344), (280, 344), with the page still white 27 pt
// above it (280, 317). The highlight's yellow bar spans the quote and its chapter line (28, 375), (28, 420).
public let compatCase = CompatCase("ReaderShelfSerifPageHighlights", width: 320, height: 480, probes: [
        .at(296, 100, "#34C759"), .at(310, 100, "#FFFFFF"), .at(60, 169, "#30B0C7"), .at(75, 169, "#DEDEDF"),
        .at(100, 344, "#A2845E"), .at(280, 344, "#A2845E"), .at(280, 317, "#FFFFFF"), .at(28, 375, "#FFCC00"),
        .at(28, 420, "#FFCC00")]) {
    ReaderHome(books: [
        ShelfBook(title: "Tides", tint: .teal, progress: 0.7),
        ShelfBook(title: "Ember", tint: .red, progress: 0.3),
        ShelfBook(title: "Atlas", tint: .indigo, progress: 0.5),
        ShelfBook(title: "Moss", tint: .green, progress: 0.9),
        ShelfBook(title: "Dunes", tint: .orange, progress: 0.1),
    ], page: "The keeper climbed the stairs at dusk, counting each step as his father had taught him, and lit the lamp before the fog came in.")
}
