import Foundation
import Testing
import MapKit

/// Core Location in a render: no position, no authorization, no network.
@Suite struct LocationTests {
  final class Model: NSObject, CLLocationManagerDelegate {
    var updates = 0
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) { updates += 1 }
  }

  @Test func aManagerHasNoPositionAndNeverCallsItsDelegate() {
    let manager = CLLocationManager()
    let model = Model()
    manager.delegate = model
    manager.requestWhenInUseAuthorization()
    manager.startUpdatingLocation()
    #expect(manager.authorizationStatus == .notDetermined)
    #expect(manager.location == nil)
    #expect(model.updates == 0)
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: .nan, longitude: 0)))
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: -90, longitude: 180)))
  }

  @Test func geocodingFailsWithTheNetworkError() async {
    do {
      _ = try await CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 1, longitude: 2))
      Issue.record("a geocode should fail: there is no network")
    } catch let error as CLError {
      #expect(error.code == .network)
    } catch {
      Issue.record("unexpected \(error)")
    }
    let placemark = MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 3, longitude: 4))
    placemark.thoroughfare = "Main St"
    placemark.subThoroughfare = "1"
    placemark.locality = "Springfield"
    #expect(placemark.title == "1 Main St, Springfield")
    #expect(placemark.location?.coordinate == CLLocationCoordinate2D(latitude: 3, longitude: 4))
  }
}
