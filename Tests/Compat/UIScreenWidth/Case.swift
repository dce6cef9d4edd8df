import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("UIScreenWidth", width: 200, height: 30,
    probes: [.at(100, 15, "#AF52DE"), .at(36, 15, "#AF52DE"), .at(32, 15, "#FFFFFF")]) {
    HalfScreenCard()
}
