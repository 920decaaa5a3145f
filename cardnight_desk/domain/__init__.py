"""Pure game and tournament logic: no Qt, no SQL, nothing but Python and this package's domain."""
