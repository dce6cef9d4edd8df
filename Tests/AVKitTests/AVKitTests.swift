import AVKit
import Foundation
import Specimen
import SpecimenUI
import Testing

/// AVFoundation's values as a render sees them, and `VideoPlayer` drawn before its first frame.
@Suite struct AVKitTests {
  @Test func timesFromSecondsRoundToTheirScale() {
    let time = CMTime(seconds: 1.5, preferredTimescale: 600)
    #expect(time.value == 900 && time.timescale == 600 && time.seconds == 1.5 && time.isValid)
    #expect((time + CMTime(value: 1, timescale: 2)).seconds == 2)
    #expect(CMTimeGetSeconds(.zero) == 0 && CMTime.positiveInfinity.seconds == .infinity)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300])
  func unusableSecondsGiveAnInvalidTime(_ seconds: Double) {
    let time = CMTime(seconds: seconds, preferredTimescale: 600)
    #expect(!time.isValid && time.seconds == 0)
    #expect(!CMTime(seconds: 1, preferredTimescale: 0).isValid && !CMTime(seconds: 1, preferredTimescale: -5).isValid)
  }

  @Test func aPlayerAskedToPlayWaitsForMediaThatNeverLoads() {
    let player = AVPlayer(url: URL(fileURLWithPath: "/nonexistent.mp4"))
    #expect(player.timeControlStatus == .paused && player.currentItem?.status == .unknown)
    player.play()
    #expect(player.rate == 1 && player.timeControlStatus == .waitingToPlayAtSpecifiedRate && player.currentTime() == .zero)
    player.pause()
    #expect(player.timeControlStatus == .paused)
    let queue = AVQueuePlayer(items: [AVPlayerItem(url: URL(fileURLWithPath: "/a.mp4")), AVPlayerItem(url: URL(fileURLWithPath: "/b.mp4"))])
    queue.advanceToNextItem()
    #expect(queue.items().count == 1 && (queue.currentItem?.asset as? AVURLAsset)?.url.lastPathComponent == "b.mp4")
  }

  @Test func aVideoPlayerIsBlackWithItsOverlayOnTop() throws {
    let view = VideoPlayer(player: AVPlayer()) {
      Color.red.frame(width: 20, height: 20)
    }
    let image = try ViewRenderer(scale: 1).rasterize(view.frame(width: 100, height: 60),
                                                     in: ProposedViewSize(width: 100, height: 60))
    let corner = image.pixel(x: 3, y: 3), centre = image.pixel(x: 50, y: 30)
    #expect(corner.r == 0 && corner.g == 0 && corner.b == 0 && corner.a == 255)
    #expect(centre.r == 255 && centre.g == 59 && centre.b == 48)
  }

  @Test func aFileWrapperWritesAndReadsItsContents() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("avkit-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let directory = FileWrapper(directoryWithFileWrappers: [:])
    directory.addRegularFile(withContents: Data("notes".utf8), preferredFilename: "a.txt")
    try directory.write(to: folder, originalContentsURL: nil)
    let read = try FileWrapper(url: folder)
    #expect(read.isDirectory && read.fileWrappers?["a.txt"]?.regularFileContents == Data("notes".utf8))
    #expect(throws: CocoaError.self) { try FileWrapper(url: folder.appendingPathComponent("missing")) }
  }
}
