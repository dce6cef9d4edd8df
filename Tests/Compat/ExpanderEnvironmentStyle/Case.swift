import CompatSupport
import SpecimenUI

// The outer .expanderStyle(.card(.yellow)) reaches the first expander through the environment:
// its header on the yellow card (y 13…51) and its mint content below (y 51…71); the second,
// restyled .plain closer in, is a bare collapsed header with no card and no red content.
public let compatCase = CompatCase("ExpanderEnvironmentStyle", width: 200, height: 130,
    probes: [.at(120, 20, "#FFCC00"), .at(100, 61, "#00C7BE"), .at(120, 98, "#FFFFFF"),
             .at(100, 112, "#FFFFFF")]) {
    ExpanderGallery()
}
