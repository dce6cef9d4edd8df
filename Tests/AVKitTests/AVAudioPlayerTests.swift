import AVKit
import Foundation
import Testing

/// An audio player and an asset's asynchronous loading as a render sees them: no media is decoded.
@Suite struct AVAudioPlayerTests {
  @Test func aMissingFileThrowsAndAReadableOneMakesASilentPlayer() throws {
    #expect {
      try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/memo.m4a"))
    } throws: { error in
      (error as? CocoaError)?.code == .fileReadNoSuchFile && (error as? CocoaError)?.filePath == "/nonexistent/memo.m4a"
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("memo-\(UUID().uuidString).m4a")
    try Data([0, 1, 2, 3]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let player = try AVAudioPlayer(contentsOf: file)
    #expect(player.url == file && player.duration == 0 && !player.isPlaying)
    #expect(player.play() && player.isPlaying)
    player.currentTime = 12
    #expect(player.currentTime == 0, "the time stays within the sound's zero length")
    player.pause()
    #expect(!player.isPlaying)
    #expect { try AVAudioPlayer(data: Data()) } throws: { ($0 as? CocoaError)?.code == .fileReadCorruptFile }
  }

  @Test func loadingAnAssetAnswersWhatItHoldsUnread() async throws {
    let asset = AVURLAsset(url: URL(fileURLWithPath: "/nonexistent/clip.mov"))
    #expect(try await asset.load(.duration) == .invalid)
    #expect(try await asset.load(.isPlayable) == false)
    let (duration, rate) = try await asset.load(.duration, .preferredRate)
    #expect(!duration.isValid && rate == 1)
  }
}
