import Foundation
import SpecimenUI
import Testing

/// A bitmap read back from JSON goes through the same size checks as one made in code.
struct BitmapImageCodingTests {
  @Test func roundTrips() throws {
    let bitmap = try #require(BitmapImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255]))
    let decoded = try JSONDecoder().decode(BitmapImage.self, from: JSONEncoder().encode(bitmap))
    #expect(decoded == bitmap)
  }

  @Test(arguments: [(5_000_000_000, 1), (0, 1), (2, 1)])
  func refusesSizesThatDoNotFit(_ width: Int, _ height: Int) throws {
    let json = #"{"width": \#(width), "height": \#(height), "rgba": [1, 2, 3, 4], "pointSize": [1, 1]}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(BitmapImage.self, from: Data(json.utf8)) }
  }
}
