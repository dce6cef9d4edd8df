import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("HapticNotificationToggle", width: 200, height: 30,
    probes: [.at(185, 15, "#34C759")]) {
    Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(SquareToggleStyle())
}
