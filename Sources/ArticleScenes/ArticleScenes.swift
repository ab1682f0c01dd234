// Article scenes live here.
