// HitKitTesting
