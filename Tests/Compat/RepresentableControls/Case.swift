import CompatSupport
import SpecimenUI

// The label draws its bold purple text centred; the switch is on in its indigo tint with the
// white knob at the trailing end; the slider's value 5 of 0…10 fills half the track in
// orange; the segmented control shows its second segment ("%") selected in white on the grey
// track; the wheel date picker draws nothing.
public let compatCase = CompatCase("RepresentableControls", width: 200, height: 150,
    probes: [.at(80, 10, "#AF52DE"), .at(80, 48, "#5856D6"), .at(115, 48, "#FFFFFF"),
             .at(20, 79, "#FF9500"), .at(150, 79, "#E4E4E5"),
             .at(30, 102, "#EFEFF0"), .at(85, 102, "#FFFFFF"), .at(170, 102, "#EFEFF0"), .at(100, 140, "#FFFFFF")]) {
    SoundSettings()
}
