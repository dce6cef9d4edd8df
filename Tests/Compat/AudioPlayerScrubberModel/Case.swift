import CompatSupport
import Foundation
import SpecimenUI

private func memoModel(_ path: String) -> VoiceMemoModel {
    let model = VoiceMemoModel()
    model.load(URL(fileURLWithPath: path))
    return model
}

// The memo's file does not exist, so AVAudioPlayer(contentsOf:) throws, as on iOS: the card says
// "Unavailable", the slider's thumb rests at the leading end (38, 82) and the button shows play, an
// orange disc (136, 118), (156, 134), not pause; the card's grouped background around it (20, 150).
public let compatCase = CompatCase("AudioPlayerScrubberModel", width: 300, height: 170, probes: [
        .at(136, 118, "#FF9500"), .at(156, 134, "#FF9500"), .at(38, 82, "#FFFFFF"), .at(20, 150, "#F2F2F7"), .at(280, 82, "#F2F2F7")]) {
    VoiceMemoPlayerCard(title: "Standup notes", model: memoModel("/nonexistent/standup.m4a"))
        .padding(8)
}
