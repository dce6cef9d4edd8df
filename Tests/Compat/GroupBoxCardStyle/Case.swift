import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("GroupBoxCardStyle", width: 200, height: 90,
    probes: [.at(190, 45, "#F1F1F2")]) {
    GroupBox("Storage") { Text("12 GB free") }.groupBoxStyle(CardGroupBoxStyle())
}
