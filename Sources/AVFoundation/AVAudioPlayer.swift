import Foundation

/// The methods an audio player calls on its delegate (never called in a render: nothing plays).
public protocol AVAudioPlayerDelegate: AnyObject {
  /// Called when a sound finishes playing.
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
  /// Called when the player meets a decoding error.
  func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
  public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
  public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// An object that plays audio from a file or from memory. A render decodes no audio: a player of a
/// file that exists (or of data that is not empty) is made, its duration is zero, `play()` succeeds
/// and only marks it playing, and its time never advances; a file that cannot be read throws
/// `CocoaError(.fileReadNoSuchFile)` as Apple's player does.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
  /// The file the player was made from, if any.
  public let url: URL?
  /// The data the player was made from, if any.
  public let data: Data?
  /// The player's delegate.
  open weak var delegate: (any AVAudioPlayerDelegate)?
  /// Whether the player is playing (set by `play()`, cleared by `pause()` and `stop()`).
  open private(set) var isPlaying = false
  /// The length of the sound in seconds (zero: a render decodes nothing).
  open var duration: TimeInterval { 0 }
  /// The playback point in seconds, within the sound (clamped to 0…duration).
  open var currentTime: TimeInterval {
    get { storedTime }
    set { storedTime = newValue.isFinite ? min(max(newValue, 0), duration) : 0 }
  }
  private var storedTime: TimeInterval = 0
  /// The playback volume, 0…1.
  open var volume: Float = 1
  /// The stereo position, −1 (left) … 1 (right).
  open var pan: Float = 0
  /// The playback rate (used when `enableRate` is true).
  open var rate: Float = 1
  /// Whether the rate can be changed.
  open var enableRate = false
  /// How many times the sound repeats (−1 loops until stopped).
  open var numberOfLoops = 0
  /// The number of channels in the sound.
  open var numberOfChannels: Int { 0 }
  /// The time of the output device, in seconds.
  open var deviceCurrentTime: TimeInterval { 0 }
  /// Whether audio-level metering is on.
  open var isMeteringEnabled = false

  /// A player of the audio file at `url`; throws when the file cannot be read.
  public init(contentsOf url: URL) throws {
    guard url.isFileURL, FileManager.default.isReadableFile(atPath: url.path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    self.url = url
    self.data = nil
  }

  /// A player of the audio file at `url`, with a file-type hint (not used).
  public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
    try self.init(contentsOf: url)
  }

  /// A player of audio in memory; throws when the data is empty.
  public init(data: Data) throws {
    guard !data.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
    self.url = nil
    self.data = data
  }

  /// A player of audio in memory, with a file-type hint (not used).
  public convenience init(data: Data, fileTypeHint utiString: String?) throws {
    try self.init(data: data)
  }

  /// Prepares the player (nothing to load in a render).
  @discardableResult open func prepareToPlay() -> Bool { true }
  /// Marks the player playing (no sound is made).
  @discardableResult open func play() -> Bool { isPlaying = true; return true }
  /// Marks the player playing from a device time (no sound is made).
  @discardableResult open func play(atTime time: TimeInterval) -> Bool { play() }
  /// Pauses playback, keeping the playback point.
  open func pause() { isPlaying = false }
  /// Stops playback (the playback point stays, as Apple's player keeps it).
  open func stop() { isPlaying = false }
  /// Fades the volume to `volume` (set at once: a still has no fade).
  open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
  /// Refreshes the meters (there is no signal).
  open func updateMeters() {}
  /// The average power of a channel in decibels (−160: silence).
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
  /// The peak power of a channel in decibels (−160: silence).
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}
