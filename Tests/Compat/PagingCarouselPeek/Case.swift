import CompatSupport
import SpecimenUI

// The scroll view keeps its whole 300-pt width and takes the 20-pt safe-area padding as content
// margins: the first card starts 20 pt in (white at 10, 50; orange at 25, 50), is the 260-pt
// container less the margins wide (white gap at 285, 50), and the next card peeks in the trailing
// padding (blue at 295, 50).
public let compatCase = CompatCase("PagingCarouselPeek", width: 300, height: 120,
    probes: [.at(10, 50, "#FFFFFF"), .at(25, 50, "#FF9500"), .at(285, 50, "#FFFFFF"), .at(295, 50, "#007AFF")]) {
    DestinationCarousel(destinations: [
        Destination(id: 1, name: "Lisbon", color: .orange),
        Destination(id: 2, name: "Kyoto", color: .blue),
        Destination(id: 3, name: "Oslo", color: .green),
    ])
    .frame(height: 110)
    .padding(.vertical, 5)
}
