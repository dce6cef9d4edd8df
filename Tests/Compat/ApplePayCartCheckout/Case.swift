import CompatSupport
import SpecimenUI

// A checkout summary: a render has no wallet, so `canMakePayments` is false and the Set up Apple Pay
// button shows, drawn white (24, 210) with a black border (16, 210) and a black Apple logo after
// "Set up" (172, 212); the summary card white (100, 100) on the grouped background (300, 300).
public let compatCase = CompatCase("ApplePayCartCheckout", width: 320, height: 330, probes: [
        .at(24, 210, "#FFFFFF"), .at(16, 210, "#000000", tolerance: 60), .at(172, 212, "#000000", tolerance: 40),
        .at(100, 100, "#FFFFFF"), .at(300, 300, "#F2F2F7")]) {
    CheckoutSummaryView(lines: [
        CartLine(id: 1, name: "House blend, 250 g", unitPrice: 9.5, quantity: 2),
        CartLine(id: 2, name: "Paper filters", unitPrice: 3.25, quantity: 1),
    ])
}
