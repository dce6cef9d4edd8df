import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("GeometryProgressBar", width: 200, height: 12,
    probes: [.at(50, 6, "#FF9500"), .at(180, 6, "#DDDDDF")]) {
    ProgressView(value: 0.5).progressViewStyle(GeometryBarStyle())
}
