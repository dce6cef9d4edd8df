import CompatSupport
import SpecimenUI

// The living room picked: its four accessories two to a row, the kitchen's kettle left out, so the lock closes
// the second row and nothing comes after it (60, 310). The lamp is on: its tile is orange at 16 % (44, 70), its
// switch track orange beside the knob (98, 90); the fan is off: a grey tile (190, 70) and a grey off track
// right of the white knob (285, 90; 250, 90). The unreachable lock wears a red badge past its tile's corner
// (242, 184).
public let compatCase = CompatCase("SmartHomeDeviceTileGrid", width: 320, height: 330, probes: [
        .at(44, 70, "#FFEED7", tolerance: 3), .at(98, 90, "#FF9500", tolerance: 4),
        .at(190, 70, "#F2F2F7"), .at(285, 90, "#DFDFE4", tolerance: 4), .at(250, 90, "#FFFFFF", tolerance: 4),
        .at(242, 184, "#FF3B30", tolerance: 4), .at(60, 310, "#FFFFFF")]) {
    RoomAccessoriesView(room: .living, accessories: [
        HomeAccessory(name: "Floor Lamp", room: .living, kind: .lamp, isOn: true),
        HomeAccessory(name: "Ceiling Fan", room: .living, kind: .fan, isOn: false),
        HomeAccessory(name: "Kettle", room: .kitchen, kind: .plug, isOn: true),
        HomeAccessory(name: "TV Plug", room: .living, kind: .plug, isOn: true),
        HomeAccessory(name: "Patio Door", room: .living, kind: .lock, isOn: false, isReachable: false),
    ])
}
