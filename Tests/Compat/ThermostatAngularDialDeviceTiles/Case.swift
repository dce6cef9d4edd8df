import CompatSupport
import SpecimenUI

// The dial is a three-quarter ring open at the bottom; 25° on 10…30° fills 75 % of it from half past seven, in an angular
// gradient turned with it: blue at nine o'clock (53, 101), purple at twelve (138, 16), towards orange at half past one
// (198, 41), and the grey track at three (223, 101). The start cap reaches back before the gradient's 0°, into the part
// of the turn it leaves out, which takes its first colour there (80, 158). The brightness bar is filled to 40 % from
// the bottom (275, 150; grey above, 275, 60). Devices that are on are tinted yellow (100, 290), off grey (260, 285).
public let compatCase = CompatCase("ThermostatAngularDialDeviceTiles", width: 360, height: 420, probes: [
        .at(53, 101, "#386DF5"), .at(138, 16, "#B052DC"), .at(198, 41, "#CB6992"), .at(223, 101, "#E5E5EA"), .at(80, 158, "#007AFF"),
        .at(275, 150, "#FFCC00"), .at(275, 60, "#E5E5EA"), .at(100, 290, "#FFEDA6"), .at(260, 285, "#F2F2F7")]) {
    HomeControlsView(
        devices: [SmartDevice(name: "Ceiling light", room: "Living room", symbol: "lightbulb.fill", isOn: true),
                  SmartDevice(name: "Speaker", room: "Bedroom", symbol: "speaker.fill", isOn: false),
                  SmartDevice(name: "Lamp", room: "Study", symbol: "lamp.desk.fill", isOn: false),
                  SmartDevice(name: "Heater", room: "Bathroom", symbol: "heater.vertical.fill", isOn: true)],
        target: 25,
        brightness: 0.4)
}
