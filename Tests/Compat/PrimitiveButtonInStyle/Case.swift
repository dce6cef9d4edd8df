import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("PrimitiveButtonInStyle", width: 120, height: 40,
    probes: [.at(3, 3, "#00C7BE")]) {
    Button("Hold") {}.buttonStyle(CardPrimitiveStyle())
}
