import CompatSupport
import Foundation
import SpecimenUI

// The received bubble (20, 45) and its tail curling out past the body's leading edge (12, 72); the
// sent bubble (99, 96) and its tail past the trailing edge (285, 109); the typing bubble (20, 150).
public let compatCase = CompatCase("ChatBubbleTailTranscript", width: 300, height: 200, probes: [
        .at(20, 45, "#E5E5EA"), .at(12, 72, "#E5E5EA", tolerance: 12), .at(99, 96, "#007AFF"), .at(285, 109, "#007AFF"), .at(20, 150, "#E5E5EA"), .at(200, 150, "#FFFFFF")]) {
    TailTranscript(lines: [
        TranscriptLine(id: 0, text: "Did the tiles arrive?", sent: false, time: Date(timeIntervalSinceReferenceDate: 0)),
        TranscriptLine(id: 1, text: "This morning, 40 boxes", sent: true, time: Date(timeIntervalSinceReferenceDate: 60)),
    ], typing: true)
}
