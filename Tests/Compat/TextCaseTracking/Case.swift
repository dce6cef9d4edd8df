import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("TextCaseTracking", width: 200, height: 40,
    probes: [.at(60, 2, "#FFFFFF")]) {
    HStack {
        Button("new") {}.buttonStyle(TagButtonStyle())
        LinkText()
    }
}
