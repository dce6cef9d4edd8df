// `import CoreLocation`: coordinates, locations and a location manager as view models hold them.
// A render has no position: the manager's authorization is `.notDetermined`, its `location` nil,
// and its delegate is never called. Re-exports SpecimenUI.
@_exported import SpecimenUI
