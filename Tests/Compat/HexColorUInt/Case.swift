import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("HexColorUInt", width: 200, height: 60,
    probes: [.at(4, 55, "#1E88E5"), .at(190, 8, "#FFC107")]) {
    CardView { Text("Balance") }.frame(height: 60)
}
