import CompatSupport
import SpecimenUI

// Custom scroll target behaviors compile and leave the still scroll views at their start:
// the purple header, then the first row; the horizontal strip starts with its teal cells.
public let compatCase = CompatCase("SnappingScrollBehavior", width: 100, height: 80,
    probes: [.at(50, 5, "#AF52DE"), .at(50, 40, "#E67373"), .at(5, 70, "#30B0C7"), .at(95, 70, "#30B0C7")]) {
    SnappingFeed()
}
