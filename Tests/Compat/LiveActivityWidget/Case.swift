import CompatSupport
import SpecimenUI

// The Lock Screen view at its state: the box symbol and the order name in the header, "3 stops" at
// the trailing edge, and the progress bar indigo for its first quarter (16…98 pt), grey after.
public let compatCase = CompatCase("LiveActivityWidget", width: 360, height: 100,
    probes: [.at(20, 42, "#000000"), .at(47, 38, "#000000"), .at(289, 36, "#060606", tolerance: 12),
             .at(60, 63, "#5856D6"), .at(100, 63, "#DDDDDF")]) {
    DeliveryLockScreenView(attributes: DeliveryAttributes(orderName: "Groceries"),
                           state: DeliveryAttributes.ContentState(stopsAway: 3, progress: 0.25))
        .frame(width: 360, height: 100)
}
