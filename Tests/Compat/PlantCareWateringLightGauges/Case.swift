import CompatSupport
import SpecimenUI

// Each gauge is a circle trimmed from 0.125 to 0.875 and turned 90°, so its gap is at the bottom: the card shows
// through just left of the bottom of both gauges (110, 247), (198, 247). The light gauge's value arc (0.7) covers its
// left side in orange (84, 211) and stops before its right side, where the 20 % track shows (148, 211); the humidity
// arc (0.4) is teal on the left (172, 211), its track on the right (236, 211). The drop inside the `Text`
// interpolation takes the text's blue (38, 104); watered days are blue discs (45, 139) and the others blue at 8 %
// (79, 139); today is ringed in blue (169, 139) round its pale disc (181, 139); the leaf sits on a green disc (35, 56).
public let compatCase = CompatCase("PlantCareWateringLightGauges", width: 320, height: 400, probes: [
        .at(110, 247, "#FFFFFF"), .at(198, 247, "#FFFFFF"), .at(84, 211, "#FF9500"), .at(148, 211, "#FFE9CC"),
        .at(172, 211, "#30B0C7"), .at(236, 211, "#D5EFF3"), .at(38, 104, "#007AFF"), .at(45, 139, "#007AFF"),
        .at(79, 139, "#EBF4FF"), .at(169, 139, "#007AFF"), .at(181, 139, "#EBF4FF"), .at(35, 56, "#34C759")]) {
    PlantCareScreen(plant: HousePlant(name: "Fiddle-leaf fig", species: "Ficus lyrata", wateringInterval: 7,
                                      wateredDays: [0, 3], today: 4, light: 0.7, humidity: 0.4))
}
