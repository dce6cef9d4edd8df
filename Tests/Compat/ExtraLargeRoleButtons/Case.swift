import CompatSupport
import SpecimenUI

// `.controlSize(.extraLarge)` draws as `.large` on iOS (Apple: it "resolves to large on platforms
// other than visionOS"): prominent buttons 50 pt tall, 10 pt apart, with 8-pt corners. "Pay now"
// (full width) is blue down to y 50 (30, 45), the gap white (100, 55); the destructive button red
// (100, 70); the cancel-role one blue like the first (100, 130); then the mini and small bordered pair.
public let compatCase = CompatCase("ExtraLargeRoleButtons", width: 320, height: 240,
    probes: [.at(30, 45, "#007AFF"), .at(100, 55, "#FFFFFF"), .at(100, 70, "#FF3B30"), .at(100, 130, "#007AFF")]) {
    VStack {
        CheckoutActions()
        CompactActions()
    }
    .frame(width: 320, height: 240, alignment: .top)
}
