import CompatSupport
import SpecimenUI

// Two rows from `ForEach($todos)`: the done one's switch on (green), the other off (grey track),
// a separator between them on the white card; the grouped background between the sections.
public let compatCase = CompatCase("BindingForEachRows", width: 390, height: 320,
    probes: [.at(315, 84, "#34C759"), .at(350, 137, "#EAEAEB"), .at(20, 84, "#FFFFFF"), .at(200, 110, "#C6C6C8"), .at(100, 180, "#F2F2F7")]) {
    TodoScreen()
}
