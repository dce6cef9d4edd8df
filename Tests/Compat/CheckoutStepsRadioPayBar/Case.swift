import CompatSupport
import SpecimenUI

// The progress steps' row has `listRowBackground(Color.clear)`, so the form's grey shows round it (20, 57), (350, 40)
// instead of a white card. Cart and Shipping are done (green, 36, 57; the line after them, 100, 57), Payment is ringed
// with a white middle (305, 57). Apple Pay's radio is filled (42, 385), Credit card's empty (42, 341). The Pay bar is a
// black capsule in the bottom inset (40, 487).
public let compatCase = CompatCase("CheckoutStepsRadioPayBar", width: 360, height: 520, probes: [
        .at(20, 57, "#F2F2F7"), .at(350, 40, "#F2F2F7"), .at(36, 57, "#34C759"), .at(100, 57, "#34C759"),
        .at(305, 57, "#FFFFFF"), .at(42, 385, "#007AFF"), .at(42, 341, "#FFFFFF"), .at(40, 487, "#000000")]) {
    CheckoutView(
        lines: [CartLine(name: "Linen shirt", price: 39, quantity: 2),
                CartLine(name: "Canvas tote", price: 18, quantity: 1)],
        method: .applePay,
        shipping: 4.5)
}
