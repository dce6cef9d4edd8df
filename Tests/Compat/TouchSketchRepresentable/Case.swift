import CompatSupport
import SpecimenUI

// No touch reaches a still: the pad is its secondary system background (x 10…190, y 10…70)
// with the indigo signing line 14 pt above its bottom, and nothing stroked over it.
public let compatCase = CompatCase("TouchSketchRepresentable", width: 200, height: 80,
    probes: [.at(100, 30, "#F2F2F7"), .at(100, 55, "#5856D6"), .at(15, 55, "#F2F2F7"),
             .at(5, 40, "#FFFFFF")]) {
    SignatureField()
}
