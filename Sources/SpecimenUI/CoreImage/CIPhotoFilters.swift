import Foundation

// Core Image's photo filters as image-editing views call them: the typed builtins and their
// properties compile and keep their values; Specimen does not filter images, so their
// `outputImage` is nil (docs/unsupported.md), as for any filter that is not a code generator.

/// The properties of a filter with an input image.
public protocol CIFilterInputImage: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
}

/// The properties of the sepia tone filter.
public protocol CISepiaTone: CIFilterInputImage {
  /// The strength of the effect, 0…1.
  var intensity: Float { get set }
}

/// The properties of the Gaussian blur filter.
public protocol CIGaussianBlur: CIFilterInputImage {
  /// The blur radius in pixels.
  var radius: Float { get set }
}

/// The properties of the color controls filter.
public protocol CIColorControls: CIFilterInputImage {
  /// The brightness change.
  var brightness: Float { get set }
  /// The contrast factor.
  var contrast: Float { get set }
  /// The saturation factor.
  var saturation: Float { get set }
}

/// The properties of the photo effect filters (noir, mono, chrome …).
public protocol CIPhotoEffect: CIFilterInputImage {}

/// A typed photo filter: its properties are its key-value inputs.
final class PhotoFilter: CIFilter, CISepiaTone, CIGaussianBlur, CIColorControls, CIPhotoEffect {
  var inputImage: CIImage? {
    get { value(forKey: kCIInputImageKey) as? CIImage }
    set { setValue(newValue, forKey: kCIInputImageKey) }
  }
  var intensity: Float { get { float("inputIntensity", 1) } set { setValue(Double(newValue), forKey: "inputIntensity") } }
  var radius: Float { get { float("inputRadius", 10) } set { setValue(Double(newValue), forKey: "inputRadius") } }
  var brightness: Float { get { float("inputBrightness", 0) } set { setValue(Double(newValue), forKey: "inputBrightness") } }
  var contrast: Float { get { float("inputContrast", 1) } set { setValue(Double(newValue), forKey: "inputContrast") } }
  var saturation: Float { get { float("inputSaturation", 1) } set { setValue(Double(newValue), forKey: "inputSaturation") } }

  private func float(_ key: String, _ fallback: Float) -> Float {
    (value(forKey: key) as? Double).map(Float.init) ?? fallback
  }
}

extension CIFilter {
  /// Maps an image's colors to shades of brown.
  public static func sepiaTone() -> CIFilter & CISepiaTone { PhotoFilter(builtin: "CISepiaTone") }
  /// Blurs an image with a Gaussian distribution.
  public static func gaussianBlur() -> CIFilter & CIGaussianBlur { PhotoFilter(builtin: "CIGaussianBlur") }
  /// Adjusts saturation, brightness and contrast.
  public static func colorControls() -> CIFilter & CIColorControls { PhotoFilter(builtin: "CIColorControls") }
  /// A black-and-white effect with exaggerated contrast.
  public static func photoEffectNoir() -> CIFilter & CIPhotoEffect { PhotoFilter(builtin: "CIPhotoEffectNoir") }
  /// A black-and-white effect with low contrast.
  public static func photoEffectMono() -> CIFilter & CIPhotoEffect { PhotoFilter(builtin: "CIPhotoEffectMono") }
  /// A vintage effect with exaggerated color.
  public static func photoEffectChrome() -> CIFilter & CIPhotoEffect { PhotoFilter(builtin: "CIPhotoEffectChrome") }
}

extension CIImage {
  /// Creates an image from a UIKit image: the pixels of one made in code (a code generator's or an
  /// image renderer's); nil for asset and symbol images, whose pixels SpecimenUI does not read.
  public convenience init?(image: UIImage) {
    guard case .bitmap(let bitmap) = image.image.source else { return nil }
    self.init(pixels: bitmap)
  }

  /// Creates an image from a UIKit image with options (the options are not used).
  public convenience init?(image: UIImage, options: [CIImageOption: Any]? = nil) {
    guard case .bitmap(let bitmap) = image.image.source else { return nil }
    self.init(pixels: bitmap)
  }
}
